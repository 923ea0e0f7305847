import type { ReactNode } from 'react';
import '../common/brand.css';
import './auth-layout.css';

/** The painted backdrop of every screen before the world: title, subtitle and a central card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-layout">
      <div className="auth-sky" aria-hidden="true">
        <div className="auth-sun" />
        <div className="auth-dunes auth-dunes-back" />
        <div className="auth-dunes auth-dunes-front" />
      </div>
      <header className="auth-brand">
        <h1 className="brand-title">Silk Road</h1>
        <p className="brand-subtitle">Medieval Trading MMO</p>
      </header>
      <div className="auth-stage">{children}</div>
    </div>
  );
}
