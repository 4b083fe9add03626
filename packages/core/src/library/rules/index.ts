// Every rule of the library commands in one module, for the client store to load with the first command.
export { saveTourProgress, setLoginToPicker, setPickerSet } from './account.js';
export { bulkAddToLibrary, bulkAddToSet, bulkAddToWishList } from './bulk.js';
export { removeChart, setChart } from './chart.js';
export {
  editSongDetail,
  editSongKey,
  editSongKnowledge,
  editSongNotes,
  editSongSets,
  editSongTitle,
  type SongDetail,
} from './edit-song.js';
export { addFromLibrary } from './from-library.js';
export { GIG_GAP_MS, recordPlay, startGig, unrecordPlay } from './history.js';
export { lowerKnowledge, moveOutToWishList, raiseKnowledge } from './knowledge.js';
export { addSet, deleteSet, renameSet } from './sets.js';
export { addExistingSongToSet, addSongToLibrary, addSongToSet, deleteSong, removeFromSet } from './songs.js';
export { moveWishIntoLibrary, wishAdd, wishRemove } from './wishlist.js';
