import { describe, expect, it } from 'vitest';
import { apiGroupProblems } from './api-access.js';

const ok = {
  group: { AgName: 'Partners', AgDescription: null, AgEnabled: true },
  endpoints: [{ AeMethod: 'GET', AePath: '/api/news/{id}', AeEnabled: true }],
};

describe('apiGroupProblems', () => {
  it('accepts a named group whose endpoints have a method and a path', () => {
    expect(apiGroupProblems(ok)).toEqual([]);
    expect(apiGroupProblems({ group: { AgName: 'Empty' }, endpoints: [] })).toEqual([]);
  });

  it('names each problem by its field, in the order of the form', () => {
    const problems = apiGroupProblems({
      group: { AgName: '', AgDescription: 'd'.repeat(1001) },
      endpoints: [
        { AeMethod: 'get', AePath: '/a' },
        { AeMethod: 'GET', AePath: '/a?x=1' },
        { AeMethod: 'POST', AePath: '/b', AeEnabled: 'on' },
        { AeMethod: 'POST', AePath: '/b' },
      ],
    });
    expect(problems.map((p) => p.field)).toEqual([
      'group.AgName',
      'group.AgDescription',
      'endpoints[0].AeMethod',
      'endpoints[1].AePath',
      'endpoints[2].AeEnabled',
      'endpoints[3].AePath',
    ]);
    expect(problems[5].message).toBe('Endpoint 4: POST /b is already endpoint 3 of this group');
  });

  it('tells the same path with another method apart, and the same method with another case of path', () => {
    expect(
      apiGroupProblems({
        group: { AgName: 'g' },
        endpoints: [
          { AeMethod: 'GET', AePath: '/a' },
          { AeMethod: 'POST', AePath: '/a' },
          { AeMethod: 'GET', AePath: '/A' },
        ],
      }),
    ).toEqual([]);
  });

  it('limits a group to 500 endpoints', () => {
    const endpoints = Array.from({ length: 501 }, (_, i) => ({ AeMethod: 'GET', AePath: `/e/${i}` }));
    expect(apiGroupProblems({ group: { AgName: 'big' }, endpoints }).map((p) => p.field)).toEqual(['endpoints']);
  });
});
