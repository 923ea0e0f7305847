// Electron entry point. The desktop shell (window, offline server, sign-in via the system
// browser) is built in a later issue on the rules in security.ts; this file only marks the
// layout electron-builder packages.
'use strict';
throw new Error('The Silk Road desktop shell is not built yet: run the web build with npm start.');
