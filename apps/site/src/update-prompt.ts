// The update prompt, loaded when a new version is waiting: most visits never draw it.
export { UpdatePrompt } from '@tunedeck/react-ui';
