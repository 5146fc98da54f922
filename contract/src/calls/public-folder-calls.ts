// Mi carpeta, the citizen's folder (/api/v2/folder/*): asking for a sign-in link is open to anybody;
// the rest act for the citizen of the signed-in session (its own cookie, never a staff session).
import { defineCall } from './define-call.ts';

export const folderLink = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/folder/link/', role: 'public', request: 'FolderLinkRequestSchema', response: 'FolderMessageResponseSchema' });
export const folder = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/folder/', role: 'public', response: 'FolderResponseSchema', summary: 'The signed-in citizen\'s folder (401 without a citizen session).' });
export const folderAppointmentCancel = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/folder/appointment/cancel/', role: 'public', request: 'FolderAppointmentCancelRequestSchema', response: 'FolderMessageResponseSchema' });
export const folderAppointmentMove = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/folder/appointment/move/', role: 'public', request: 'FolderAppointmentMoveRequestSchema', response: 'FolderMessageResponseSchema', summary: 'Moves one of the signed-in citizen\'s booked appointments to another free time of its office (404 for anyone else\'s).' });
export const folderClaim = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/folder/claim/', role: 'public', request: 'FolderClaimRequestSchema', response: 'FolderMessageResponseSchema' });
export const folderLogout = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/folder/logout/', role: 'public', request: 'FolderLogoutRequestSchema', response: 'FolderMessageResponseSchema' });
export const folderSessionClose = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/folder/session/close/', role: 'public', request: 'FolderSessionCloseRequestSchema', response: 'FolderMessageResponseSchema' });
export const folderAccountDelete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/folder/account/delete/', role: 'public', request: 'FolderDeleteRequestSchema', response: 'FolderMessageResponseSchema' });
export const folderExportJson = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/folder/export/json/', role: 'public', file: true, summary: 'Everything the folder shows, as a JSON download.' });
export const folderExportPdf = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/folder/export/pdf/', role: 'public', file: true, summary: 'Everything the folder shows, as a readable PDF.' });
