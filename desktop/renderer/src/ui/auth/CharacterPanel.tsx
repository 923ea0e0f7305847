import './character-panel.css';

export type CharacterView = 'main' | 'manage';

interface Props {
  name: string;
  view: CharacterView;
  error: string | null;
  onContinue(): void;
  onManage(): void;
  onChangeName(): void;
  onDelete(): void;
  onBack(): void;
  onSignOut(): void;
}

/** "Welcome Back!": enter the world, or manage the character (rename, delete). */
export function CharacterPanel({ name, view, error, onContinue, onManage, onChangeName, onDelete, onBack, onSignOut }: Props) {
  return (
    <section className="panel auth-panel" data-testid="character-management">
      <h2 className="panel-title">Welcome Back!</h2>
      <p className="character-line" data-testid="character-name">
        Character: <strong>{name}</strong>
      </p>
      {view === 'main' ? (
        <div className="button-column">
          <button type="button" className="button button-primary" data-testid="continue-button" onClick={onContinue}>
            Continue to Game
          </button>
          <button type="button" className="button" data-testid="manage-button" onClick={onManage}>
            Manage Character
          </button>
        </div>
      ) : (
        <div className="button-column">
          <button type="button" className="button" data-testid="change-name-button" onClick={onChangeName}>
            Change Character Name
          </button>
          <button type="button" className="button button-danger" data-testid="delete-character-button" onClick={onDelete}>
            Delete &amp; Create New Character
          </button>
          <button type="button" className="button button-quiet" data-testid="back-button" onClick={onBack}>
            Back
          </button>
        </div>
      )}
      {error && (
        <p className="panel-message is-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="link-button" data-testid="signout-button" onClick={onSignOut}>
        Sign out
      </button>
    </section>
  );
}
