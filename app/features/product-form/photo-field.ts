/** The file input of the photos step (the server handler uploads what it carries). */
export const NEW_PHOTOS_FIELD = 'newPhotos';
