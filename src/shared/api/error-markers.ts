// Words in a server message that change how the portal reacts to it.

/** A code-600 message containing this asks the person to fill in the questionnaire: no dialog, the caller shows it. */
export const QUESTIONNAIRE_MARKER = '填报问卷';
