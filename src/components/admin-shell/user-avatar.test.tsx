// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { avatarColorFor } from './avatar'
import { UserAvatar } from './user-avatar'

describe('UserAvatar', () => {
  it('draws initials on the email’s colour and loads no image', () => {
    const { container } = render(<UserAvatar email="admin@lsbu.local" name="Admin Utama" />)
    const avatar = container.querySelector<HTMLElement>('[data-avatar]')!
    expect(avatar.textContent).toBe('AU')
    expect(avatar.getAttribute('aria-hidden')).toBe('true')
    expect(avatar.style.backgroundColor).not.toBe('')
    expect(avatarColorFor('admin@lsbu.local')).toMatch(/^hsl\(/)
    expect(container.querySelector('img')).toBeNull()
    expect(container.innerHTML).not.toMatch(/https?:/)
  })
})
