// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { NextFunction, Request, Response } from 'express';
import { errorHandler } from '../../server/lib/errors';

const request = { method: 'GET', path: '/assets/app.js' } as Request;
const sent = { headersSent: true } as Response;

describe('the final error handler, once a response has started', () => {
  it('ends quietly when the client left mid-file (ECONNABORTED): nothing to answer, nothing logged', () => {
    const next = vi.fn();
    const aborted = Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' });
    errorHandler(aborted, request, sent, next as NextFunction);
    expect(next).not.toHaveBeenCalled();
  });

  it('hands any other failure on to express, which closes the connection', () => {
    const next = vi.fn();
    const broken = Object.assign(new Error('read failed'), { code: 'EIO' });
    errorHandler(broken, request, sent, next as NextFunction);
    expect(next).toHaveBeenCalledWith(broken);
  });
});
