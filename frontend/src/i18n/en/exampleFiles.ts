/** The back office's example files and the users' sample project (issue 19 item 10). */
export const exampleFiles = {
  'exampleFiles.title': 'Example files',
  'exampleFiles.description':
    "The files of every user's read-only sample project. Only published files are shown to users; a published file cannot be renamed.",
  'exampleFiles.search': 'Find a file',
  'exampleFiles.fileName': 'File name',
  'exampleFiles.size': 'Size',
  'exampleFiles.status': 'Status',
  'exampleFiles.published': 'Published',
  'exampleFiles.unpublished': 'Unpublished',
  'exampleFiles.updateTime': 'Updated',
  'exampleFiles.upload': 'Upload',
  'exampleFiles.publish': 'Publish',
  'exampleFiles.unpublish': 'Unpublish',
  'exampleFiles.rename': 'Rename',
  'exampleFiles.renameTitle': 'Rename example file',
  'exampleFiles.download': 'Download',
  'sampleProject.title': 'Sample project',
  'sampleProject.description':
    'Example files from the platform, to look at: the sample project is read-only.',
  'sampleProject.loading': 'Loading the sample project',
  'sampleProject.empty': 'No example files yet',
  'sampleProject.actions': 'Actions',
  'sampleProject.view': 'View',
  'sampleProject.noView': 'Not viewable here',
};
