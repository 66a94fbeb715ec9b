/** Texts of the installable app and of the client's gym mode offline (the web app shows them). */
export const UPDATE_AVAILABLE = 'A new version of Kinetic is available';
export const UPDATE_RELOAD = 'Reload';

/** On the workout screen, while entries of this workout wait on the device for the network. */
export const WAITING_TO_SEND = 'Waiting to send: saved on this phone, sent when you are back online.';
/** The count on the client's layout: `count` entries not yet sent. */
export const waitingCount = (count: number): string =>
  count === 1 ? '1 entry waiting to send' : `${count} entries waiting to send`;
export const SENDING = 'Sending your entries...';

/** Why an entry sent after being offline was refused, by the API's answer. */
export const CONFLICT_DELETED =
  'Your trainer deleted this workout while you were offline. Your entries are below to copy.';
export const CONFLICT_COMPLETED =
  'This workout was already completed (on another device or by your trainer) while you were offline, so your entries were not saved. They are below to copy.';
export const CONFLICT_CHANGED =
  'Your trainer changed this workout while you were offline, so your entries no longer fit it. They are below to copy.';
export const CONFLICT_REFUSED = 'The server did not accept your entries. They are below to copy.';
export const CONFLICT_DISMISS = 'Dismiss';

/** Signing out with entries still on the phone: they would be deleted with the session. */
export const SIGN_OUT_UNSENT_TITLE = 'Sign out with entries not sent?';
export const signOutUnsent = (count: number): string =>
  `${count === 1 ? '1 entry you recorded has' : `${count} entries you recorded have`} not reached the server yet. Signing out deletes ${count === 1 ? 'it' : 'them'} from this device. Stay signed in and go online to send ${count === 1 ? 'it' : 'them'}.`;
export const SIGN_OUT_ANYWAY = 'Sign out anyway';
export const STAY_SIGNED_IN = 'Stay signed in';

/** The food diary offline: an entry shown at once that waits on the device to be sent. */
export const ENTRY_WAITING = 'Waiting to send';
/** Said when an add, change or deletion of the diary was kept on the phone instead of sent. */
export const DIARY_SAVED_OFFLINE = 'Saved on this phone: sent when you are back online';
/** The food search offline: the recent and everyday foods are kept, new words need the server. */
export const SEARCH_NEEDS_NETWORK =
  'Searching for other foods needs the network. Your recent foods and the everyday list work offline.';
/** Why a diary write sent after being offline was refused, by the API's answer. */
export const DIARY_CONFLICT_GONE =
  'This entry or its food was deleted while you were offline, so your change was not saved. It is below to copy.';
export const diaryConflictRefused = (reason: string | undefined): string =>
  reason
    ? `The diary did not take this while you were offline (${reason.replace(/\.$/, '')}). What you entered is below to copy.`
    : 'The diary did not take this while you were offline. What you entered is below to copy.';
