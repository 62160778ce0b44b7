import { describe, expect, it } from 'vitest';
import { classifyLink } from './tool-link.js';

const ORIGIN = 'https://cms.example.test';

describe('classifyLink', () => {
  it.each([
    { path: '/drafts', expected: { kind: 'route', to: '/drafts' } },
    { path: '/edit/select?tag=201', expected: { kind: 'route', to: '/edit/select?tag=201' } },
    { path: 'logs', expected: { kind: 'route', to: '/logs' } },
    { path: '#', expected: { kind: 'inert' } },
    { path: ' # ', expected: { kind: 'inert' } },
    { path: null, expected: { kind: 'inert' } },
    { path: '', expected: { kind: 'inert' } },
    { path: 'CLEAR_CACHE', expected: { kind: 'clear-cache' } },
    { path: 'https://docs.example.org/help', expected: { kind: 'external', href: 'https://docs.example.org/help' } },
    { path: '//docs.example.org/x', expected: { kind: 'external', href: 'https://docs.example.org/x' } },
    { path: 'http://cms.example.test/x', expected: { kind: 'external', href: 'http://cms.example.test/x' } }, // another scheme is another origin
    {
      path: 'https://cms.example.test/maintenance/logs',
      expected: { kind: 'same-origin', href: 'https://cms.example.test/maintenance/logs' },
    },
    { path: 'javascript:alert(1)', expected: { kind: 'inert' } },
    { path: 'JavaScript:alert(1)', expected: { kind: 'inert' } },
    { path: 'data:text/html,<b>x</b>', expected: { kind: 'inert' } },
  ])('$path', ({ path, expected }) => {
    expect(classifyLink(path, ORIGIN)).toEqual(expected);
  });
});
