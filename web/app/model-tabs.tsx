// The Chat and Evals tabs come as one chunk: they share the chat's entries and the Model panel, and one chunk keeps the
// list of chunks the first screen must name for them short (its budget must not grow).
export { ChatTab } from './chat-tab.tsx';
export { EvalsTab } from './evals-tab.tsx';
