/** Each open guarded form's question "do you hold unsaved work?", asked before the page changes. */
const questions = new Set<() => boolean>();

/** Adds a form's question while it is open; call the returned function when it closes. */
export function holdUnsavedWork(question: () => boolean): () => void {
  questions.add(question);
  return () => {
    questions.delete(question);
  };
}

/** Whether any open form holds unsaved work. */
export function anyUnsavedWork(): boolean {
  return [...questions].some((question) => question());
}
