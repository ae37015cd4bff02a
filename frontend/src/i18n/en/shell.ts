/** The shell (top bar, platform layout, error pages). */
export const shell = {
  'error403.title': 'No access',
  'error403.text': 'You are signed in, but you do not have permission to open this page.',
  'error404.title': 'Page not found',
  'error404.text': 'The page you are looking for does not exist or has been moved.',
  'error500.title': 'Something went wrong',
  'error500.text': 'The server could not complete the request. Try again in a moment.',
  'error500.reload': 'Reload',
  'error.render.text':
    'This page could not be shown. Reload it; if it happens again, tell us through feedback.',
  'platformMenu.title': 'Loopline back office',
  'platformMenu.overview': 'Overview',
  'platformMenu.admin': 'Platform administrator',
  'platformAdmin.title': 'Platform administration',
  'platformAdmin.description': 'Manage users, content, membership and settings of Loopline.',
  'platformAdmin.you': 'Signed in as',
  'platformAdmin.areas': 'Back-office areas',
  'platformAdmin.noAreas': 'No other back-office area is open to your role yet.',
} as const;
