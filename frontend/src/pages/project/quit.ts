import { currentRoute, navigateTo } from '../../app/navigation.ts';
import { clearSavedProject, savedProject } from '../../app/savedProject.ts';
import { notify } from '../../components/notifications/store.ts';
import { translate } from '../../i18n/index.ts';
import { socket } from '../../socket/index.ts';
import { projectPaths, quitConcernsRoute } from './paths.ts';

/**
 * Socket QUIT (spec 2 §4): the project was deleted or the user was removed from it. Inside that
 * project (settings, groups, files) the user is told it no longer exists and sent to /myproject;
 * on project lists and preview pages nothing happens here (the lists refresh themselves). Either
 * way it stops being the saved (current) project.
 * Registered once, for the whole app; answers the unsubscribe function.
 */
export function listenForProjectQuit(): () => void {
  return socket.on('QUIT', (message) => {
    if (message.content && savedProject() === message.content) clearSavedProject();
    if (!quitConcernsRoute(currentRoute(), message.content)) return;
    notify.error(translate('project.notFound'));
    navigateTo(projectPaths.list(), { replace: true });
  });
}
