import { describe, expect, it } from 'vitest';
import { copyUrlOf } from './copy-url.js';

describe('copyUrlOf', () => {
  it('adds -copy to the last segment of an ordinary URL', () => {
    expect(copyUrlOf('/about-us', 'About us')).toBe('/about-us-copy');
    expect(copyUrlOf('/blog/first-post', 'First post')).toBe('/blog/first-post-copy');
  });

  it('names the home page copy after its title, not "/-copy"', () => {
    expect(copyUrlOf('/', 'Home')).toBe('/home-copy');
    expect(copyUrlOf('//', "Welcome to Tom's Site")).toBe('/welcome-to-toms-site-copy');
    expect(copyUrlOf('/', '!!!')).toBe('/page-copy');
  });

  it('drops trailing slashes before adding -copy', () => {
    expect(copyUrlOf('/blog/', 'Blog')).toBe('/blog-copy');
    expect(copyUrlOf(' /events/summer/ ', 'Summer')).toBe('/events/summer-copy');
  });

  it('keeps a URL without a leading slash rooted', () => {
    expect(copyUrlOf('contact', 'Contact')).toBe('/contact-copy');
  });
});
