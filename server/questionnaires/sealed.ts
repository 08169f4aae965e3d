import type { QuestionnaireAnswers } from '#app/lib/questionnaire-answers.ts';
import { decryptHealthBytes, decryptHealthText, encryptHealthBytes, encryptHealthText, type HealthKeyring } from '../health/crypto.ts';

// How a guest's answers, a practitioner's note and a file are sealed for storage. Each is bound to the row
// it belongs to (the context), so a sealed value copied onto another guest's row does not open there.

const answersContext = (responseId: string) => `answers:${responseId}`;
const noteContext = (responseId: string) => `note:${responseId}`;
const fileContext = (fileId: string) => `file:${fileId}`;
const fileNameContext = (fileId: string) => `file-name:${fileId}`;

export function sealAnswers(keyring: HealthKeyring, responseId: string, answers: QuestionnaireAnswers): string {
  return encryptHealthText(keyring, JSON.stringify(answers), answersContext(responseId));
}

/** The answers as they were sealed; HealthDataUnreadable when the key or the row is not theirs. */
export function openAnswers(keyring: HealthKeyring, responseId: string, sealed: string): QuestionnaireAnswers {
  return JSON.parse(decryptHealthText(keyring, sealed, answersContext(responseId))) as QuestionnaireAnswers;
}

export function sealNote(keyring: HealthKeyring, responseId: string, note: string): string {
  return encryptHealthText(keyring, note, noteContext(responseId));
}

export function openNote(keyring: HealthKeyring, responseId: string, sealed: string): string {
  return decryptHealthText(keyring, sealed, noteContext(responseId));
}

export function sealFile(keyring: HealthKeyring, fileId: string, file: { name: string; bytes: Uint8Array }) {
  return {
    name: encryptHealthText(keyring, file.name, fileNameContext(fileId)),
    data: encryptHealthBytes(keyring, file.bytes, fileContext(fileId)),
  };
}

export function openFile(keyring: HealthKeyring, fileId: string, sealed: { name: string; data: Uint8Array }) {
  return {
    name: decryptHealthText(keyring, sealed.name, fileNameContext(fileId)),
    bytes: decryptHealthBytes(keyring, sealed.data, fileContext(fileId)),
  };
}

/** A file's name alone, for a list of files that does not read their bytes. */
export function openFileName(keyring: HealthKeyring, fileId: string, sealedName: string): string {
  return decryptHealthText(keyring, sealedName, fileNameContext(fileId));
}
