/** Back-office generic pieces and content pages (issue 19: help, example files, progress settings). */
export const contentText = {
  'crud.advanced': 'Advanced search',
  'crud.advancedInUse': 'Advanced search ({{count}} in use)',
  'crud.rangeIncomplete': 'Choose a start and an end day',
  'crud.cropApply': 'Crop',
  'crud.cropSkip': 'Keep as it is',
  'crud.cropZoom': 'Zoom',
  'crud.cropHint': 'Drag to choose the part to keep; it is saved at {{width}}×{{height}}.',
  'crud.cropFailed': 'The picture could not be cropped.',
  'system.bg.crop': 'Crop',
  'system.bg.cropTitle': 'Crop the login background',
};
