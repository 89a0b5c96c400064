import { Spinner } from '../../../components/ui/spinner';
import { AuthCard } from './auth-card';

/** An auth card while a link is checked: `title` heads it and names the spinner, `text` says what is happening. */
export function AuthCardWaiting({ title, text }: { title: string; text: string }) {
  return (
    <AuthCard title={title}>
      <div className="flex items-center gap-3 text-neutral-800">
        <Spinner label={title} />
        <p aria-hidden="true">{text}</p>
      </div>
    </AuthCard>
  );
}
