// The home page's script: lists the items from the JSON API and adds new ones through it.
const list = document.querySelector('#items');
const form = document.querySelector('#new-item');
const problem = document.querySelector('#problem');

function show(item) {
  const li = document.createElement('li');
  li.textContent = `${item.name} (${item.quantity})`;
  list.append(li);
}

async function load() {
  const res = await fetch('/api/items');
  for (const item of await res.json()) show(item);
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(form);
  const res = await fetch('/api/items', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: data.get('name'), quantity: Number(data.get('quantity')) }),
  });
  const body = await res.json();
  // A rejected item comes back as problem JSON: show what was wrong.
  problem.hidden = res.ok;
  if (!res.ok) {
    problem.textContent = body.detail ?? body.title;
    return;
  }
  show(body);
  form.reset();
});

load();
