/**
 * The embed form's ticket (issue 43): the widget's public data carries a signed ticket of when it was loaded, and a
 * submission must bring it back no sooner than this after. A person reads and types for longer; a bot that posts as
 * soon as it has the form is refused. The embed script waits out what is left, so a fast person is never refused.
 */
export const FORM_TICKET_MIN_MS = 3_000;
/** A page kept open longer gets a new ticket: the embed script loads the widget again and sends once more. */
export const FORM_TICKET_MAX_AGE_MS = 24 * 60 * 60 * 1000;
