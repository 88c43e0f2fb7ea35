import { describe, expect, it } from 'vitest';
import {
  ctaClicked,
  errorMessagePresented,
  modalLoad,
  pushEvent,
  selfService,
  toLinkName,
} from './analytics';

describe('toLinkName', () => {
  it('strips whitespace and punctuation and capitalises word starts', () => {
    expect(toLinkName('Change my contribution!')).toBe('ChangeMyContribution');
    expect(toLinkName('  Resources & FAQs ')).toBe('ResourcesFAQs');
    expect(toLinkName("What's a Roth 401(k)?")).toBe('WhatSARoth401K');
    expect(toLinkName('')).toBe('');
  });
});

describe('event shapes (SPEC.md "Other analytics events")', () => {
  it('builds each event with its documented fields', () => {
    expect(
      ctaClicked({ customLinkName: 'EnrollNow', linkId: '/x', linkPosition: 'header' }),
    ).toEqual({
      event: 'CTA Clicked',
      customLinkName: 'EnrollNow',
      linkId: '/x',
      linkPosition: 'header',
    });
    expect(modalLoad({ customLinkName: 'Oops' })).toEqual({
      event: 'Modal Load',
      customLinkName: 'Oops',
    });
    expect(
      errorMessagePresented({
        formFieldError: 'e',
        processStepLabel: 'l',
        processStepValue: 'v',
        settingUsed: 's',
      }),
    ).toEqual({
      event: 'Error Message Presented',
      formFieldError: 'e',
      processStepLabel: 'l',
      processStepValue: 'v',
      settingUsed: 's',
    });
    const fields = {
      processStepLabel: 'q',
      processStepValue: '1',
      settingUsed: '',
      ActivityName: 'Quiz',
      SessionSettings: '',
    };
    expect(selfService('Started', fields)).toEqual({ event: 'Self Service Started', ...fields });
    expect(selfService('Step', fields).event).toBe('Self Service Step');
    expect(selfService('Completed', fields).event).toBe('Self Service Completed');
  });

  it('pushes events to window.dataLayer, creating it when absent', () => {
    delete window.dataLayer;
    pushEvent(modalLoad({ customLinkName: 'A' }));
    expect(window.dataLayer).toEqual([{ event: 'Modal Load', customLinkName: 'A' }]);
  });

  it('survives a dataLayer that is not an array', () => {
    (window as unknown as { dataLayer: unknown }).dataLayer = Object.freeze({});
    expect(() => {
      pushEvent(modalLoad({ customLinkName: 'A' }));
    }).not.toThrow();
    delete window.dataLayer;
  });
});
