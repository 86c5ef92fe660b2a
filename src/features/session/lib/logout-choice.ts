// What the person chose when logout asked about their unsent drafts: only that answer lets the logout screen
// remove them (an ended session, a typed address or a failed question never does).
let removeDrafts = false;

/** 仍然退出 was chosen with drafts named in the question. */
export function confirmDraftRemoval(): void {
  removeDrafts = true;
}

/** Read once by the logout screen. */
export function takeDraftRemoval(): boolean {
  const chosen = removeDrafts;
  removeDrafts = false;
  return chosen;
}
