import { describe, expect, it } from 'vitest'

import { pageWindow } from './page-window'

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps first, last and the current page with its neighbours', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, null, 20])
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20])
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20])
  })

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20])
    expect(pageWindow(17, 20)).toEqual([1, null, 16, 17, 18, 19, 20])
  })
})
