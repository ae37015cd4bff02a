/** The project the user last worked in (spec 2 §8: the 417 rule clears it; sign-out clears it). */
const KEY = 'loopline.projectId';

export function savedProject(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveProject(projectId: string) {
  try {
    window.localStorage.setItem(KEY, projectId);
  } catch {
    // Without storage the project is simply not remembered.
  }
}

export function clearSavedProject() {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
