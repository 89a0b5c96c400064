import { Dumbbell, ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { socialLinks } from '../../config/contact-details';
import { paths } from '../../config/paths';

const footerLinks = [
  { label: 'About Us', href: paths.about.getHref() },
  { label: 'Join Us', href: paths.partnership.getHref() },
  { label: 'Help Center', href: paths.help.getHref() },
  { label: 'Contact Us', href: paths.contact.getHref() },
];

const currentYear = new Date().getFullYear();

const linkClassName = 'inline-flex min-h-11 items-center gap-1 rounded text-neutral-300 hover:text-white hover:underline';

export function Footer() {
  return (
    <footer className="bg-neutral-900 text-neutral-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Dumbbell aria-hidden="true" className="size-5 text-accent" />
            GymSlot
          </p>
          <p className="mt-3 text-sm">
            Verified gyms, real-time availability and transparent pricing. Book a workout by the hour, anywhere in India,
            with no subscription.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-4 text-sm">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClassName}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold text-white">Follow GymSlot</p>
          <ul className="mt-1 flex flex-wrap gap-x-5 text-sm">
            {socialLinks.map((social) => (
              <li key={social.name}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
                  {social.name}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-neutral-800 px-4 py-4 text-center text-xs text-neutral-400">
        © {currentYear} GymSlot. Book by the hour, pay in ₹, no subscription.
      </p>
    </footer>
  );
}
