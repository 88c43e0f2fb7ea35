// Runtime environment for RetireWell. A deployment replaces this file; no rebuild needed.
// The "development" keys keep every third-party service (captcha, feature flags) offline.
window.__RETIREWELL_ENV__ = {
  contentServiceBaseUrl: '',
  captchaSiteKey: 'development',
  featureFlagClientId: 'development',
  loggingClientToken: '',
  serverProfile: 'development',
};
