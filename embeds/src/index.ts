/**
 * @kickoff/embeds — lit custom elements that mount Kickoff parcels on any page (CMS landings), each in
 * its own shadow root and loading its module on use. On a page of another origin the elements first
 * point the platform's API calls at the Kickoff origin this module was loaded from (`embeddedOn`).
 * Elements (elements/index.ts): <kickoff-coupon>, and the rest listed there.
 */
import { embedFrom } from '@kickoff/platform';
import { defineElements } from './elements/index';

// import.meta.url is this module's URL on the Kickoff origin (SystemJS gives it to System.register modules).
embedFrom(import.meta.url);
defineElements();
