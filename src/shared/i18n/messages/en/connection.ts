import type { Translation } from '../../types';
import type { connectionZh } from '../connection';

export const connectionEn: Translation<typeof connectionZh> = {
  'connection.unstable':
    'The connection is unstable and the server cannot be reached; showing what this device saved. It will update once the connection recovers.',
  'connection.offlineTitle': 'This content is not saved on this device',
  'connection.offlineBody':
    'There is no connection; this page loads by itself once you are back online. Offline you can open what this device saved:',
  'connection.savedPolicies': 'My saved policies',
  'connection.cachedList': 'Policy list saved on this device',
  'connection.partial': 'Page {page} is not saved on this device; it holds page {pages}.',
  'connection.partialGo': 'Open page {page}',
  'connection.network': 'Cannot reach the server. Please check your network and try again.',
  'connection.timeout': 'The server took too long to answer. Please try again later.',
  'connection.http': 'The server could not handle the request (error code {status}). Please try again later.',
  'connection.refused': 'The server refused the request: {reason}',
  'connection.badData': 'The server sent data the portal cannot read. Please try again later.',
  'deviceSearch.heading': '{n} policies on this device match "{keyword}"',
  'deviceSearch.note':
    'The server cannot be reached. These results come from policies saved on this device, matched by name, department and area; they may not be the latest.',
  'deviceSearch.savedAt': 'Saved on this device {time}',
  'deviceSearch.savedByYou': 'Saved by you',
  'deviceSearch.none': 'No policy saved on this device matches "{keyword}".',
  'deviceSearch.backOnline': 'The connection is back; you can search online again.',
  'deviceSearch.again': 'Search online again',
  'deviceSearch.listHeading': 'Policy list',
};
