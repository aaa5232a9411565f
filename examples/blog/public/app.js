// The front-end: lists the posts and publishes one without a reload, through the typed RPC
// client's browser build (served from the rpc package's dist/ at /vendor/rpc/), and follows
// /api/events (Server-Sent Events) so posts written anywhere appear, change and go without a
// reload. Text goes into the page through textContent only, so a title can never become markup.
import { createClient } from '/vendor/rpc/client.js';

const client = createClient('/rpc');
const list = document.getElementById('posts');

function item(blog, authorName) {
  const li = document.createElement('li');
  const link = document.createElement('a');
  link.href = `/blogs/${encodeURIComponent(blog.id)}`;
  link.textContent = blog.title;
  const by = document.createElement('span');
  by.className = 'by';
  const author = document.createElement('a');
  author.href = `/authors/${encodeURIComponent(blog.author)}`;
  author.textContent = authorName;
  by.append('by ', author);
  li.append(link, ' ', by);
  return li;
}

/** Author names already on the page, by id, so only new authors are asked for. */
function knownNames() {
  const names = new Map();
  for (const link of list.querySelectorAll('.by a')) names.set(link.pathname.split('/').pop(), link.textContent);
  return names;
}

async function refresh() {
  const blogs = await client.listBlogs();
  const names = knownNames();
  const missing = [...new Set(blogs.map((blog) => blog.author))].filter((id) => !names.has(id));
  // Calls made in one tick go out as one JSON-RPC batch.
  const authors = await Promise.all(missing.map((id) => client.getAuthor({ id })));
  for (const author of authors) names.set(author.id, author.name);
  list.replaceChildren(...blogs.map((blog) => item(blog, names.get(blog.author) ?? 'unknown')));
  list.dataset.source = 'rpc';
}

const form = document.getElementById('quick-form');
if (form !== null) {
  const status = document.getElementById('quick-status');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    try {
      const blog = await client.createBlog({ title: String(data.get('title')), content: String(data.get('content')) });
      form.reset();
      status.textContent = `Published “${blog.title}”.`;
      await refresh();
    } catch (error) {
      status.textContent = `Not published: ${error.message}`;
    }
  });
}

/** The list item of the post with `id`, if the page shows it. */
function itemOf(id) {
  const link = list.querySelector(`a[href="/blogs/${CSS.escape(encodeURIComponent(id))}"]`);
  return link?.closest('li') ?? null;
}

async function nameOf(authorId) {
  const known = knownNames().get(authorId);
  if (known !== undefined) return known;
  return (await client.getAuthor({ id: authorId })).name;
}

/** Follows the blog's events; the browser reconnects by itself, resuming after the last event id. */
function follow() {
  const events = new EventSource('/api/events');
  events.addEventListener('blog.created', async (message) => {
    const blog = JSON.parse(message.data);
    if (itemOf(blog.id) !== null) return;
    const name = await nameOf(blog.author).catch(() => 'unknown');
    if (itemOf(blog.id) === null) list.prepend(item(blog, name));
  });
  events.addEventListener('blog.updated', (message) => {
    const blog = JSON.parse(message.data);
    const link = itemOf(blog.id)?.querySelector('a');
    if (link) link.textContent = blog.title;
  });
  events.addEventListener('blog.deleted', (message) => {
    itemOf(JSON.parse(message.data).id)?.remove();
  });
  events.addEventListener('open', () => {
    list.dataset.live = 'on';
  });
  events.addEventListener('error', () => {
    list.dataset.live = 'reconnecting';
  });
}

if (list !== null) {
  refresh().catch((error) => console.warn('could not refresh the list', error));
  follow();
}
