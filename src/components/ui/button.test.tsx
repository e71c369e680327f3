// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { BUTTON_SIZES, BUTTON_VARIANTS } from '@/config/constants'

import { Button } from './button'

const variantClass: Record<(typeof BUTTON_VARIANTS)[number], string[]> = {
  default: ['bg-brand', 'text-brand-foreground'],
  gradient: ['bg-brand', 'text-brand-foreground', 'shadow-md'],
  destructive: ['bg-destructive', 'text-destructive-foreground'],
  outline: ['border', 'border-input', 'bg-background'],
  outlineWhite: ['border-white', 'text-white', 'bg-transparent'],
  secondary: ['bg-secondary', 'text-secondary-foreground'],
  ghost: ['hover:bg-accent'],
  link: ['text-primary', 'underline-offset-4'],
}

const sizeClass: Record<(typeof BUTTON_SIZES)[number], string[]> = {
  default: ['h-10', 'px-4'],
  sm: ['h-9', 'px-3'],
  lg: ['h-11', 'px-8'],
  icon: ['h-10', 'w-10'],
}

describe('Button', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('offers exactly the variants and sizes the product lists', () => {
    expect(Object.keys(variantClass)).toEqual([...BUTTON_VARIANTS])
    expect(Object.keys(sizeClass)).toEqual([...BUTTON_SIZES])
  })

  it.each(BUTTON_VARIANTS)('renders the %s variant with its classes', (variant) => {
    render(<Button variant={variant}>Kirim</Button>)
    const button = screen.getByRole('button', { name: 'Kirim' })
    expect(button).toHaveClass(...variantClass[variant])
  })

  it.each(BUTTON_SIZES)('renders the %s size with its classes', (size) => {
    render(<Button size={size}>Kirim</Button>)
    expect(screen.getByRole('button', { name: 'Kirim' })).toHaveClass(...sizeClass[size])
  })

  it('uses the default variant and size when none is given, with a visible focus ring', () => {
    render(<Button>Kirim</Button>)
    const button = screen.getByRole('button', { name: 'Kirim' })
    expect(button).toHaveClass(...variantClass.default, ...sizeClass.default)
    expect(button).toHaveClass('focus-visible:ring-2', 'focus-visible:ring-ring')
  })

  it('refuses a caller class that conflicts with a variant class (classes are not merged)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Button className="bg-red-700">Hapus</Button>)).toThrow(
      /tailwind-merge would drop "bg-brand"/,
    )
  })

  it('leaves the colours to the caller with variant={null}', () => {
    render(
      <Button variant={null} className="bg-red-700 text-white">
        Hapus
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Hapus' })
    expect(button).toHaveClass('bg-red-700', 'text-white', ...sizeClass.default)
    expect(button).not.toHaveClass('bg-brand')
  })

  it('leaves the size to the caller with size={null}', () => {
    render(
      <Button variant="ghost" size={null} className="size-9 text-sm">
        X
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'X' })
    expect(button).toHaveClass('size-9', 'text-sm')
    expect(button).not.toHaveClass('h-10', 'px-4')
  })

  it('renders its child instead of a button with asChild', () => {
    render(
      <Button asChild variant="link">
        <a href="/layanan/alur">Ajukan Sertifikasi</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Ajukan Sertifikasi' })
    expect(link).toHaveAttribute('href', '/layanan/alur')
    expect(link).toHaveClass(...variantClass.link)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
