// The comment a citizen may leave with '¿Le resultó útil esta página?': the form and the server share the limit.
export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;
