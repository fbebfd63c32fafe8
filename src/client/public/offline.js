// The offline page (offline.html): the reader's theme, and the pages this device has kept (the service worker's
// "echoes-pages" cache), each by its title. A separate file, so that the page's CSP (script-src 'self') allows it.
/* global localStorage, document, window, caches, URL */
(function () {
  try {
    var theme = localStorage.getItem("theme");
    if (theme === "dark" || theme === "light") document.documentElement.classList.add(theme);
  } catch {
    // No storage: the system's theme.
  }

  var MAX_PAGES = 12;
  var titleOf = function (html) {
    var match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
    var text = document.createElement("textarea");
    text.innerHTML = match ? match[1] : "";
    return text.value.replace(/\s+/g, " ").trim();
  };
  var show = function (pages) {
    var box = document.querySelector("[data-kept-pages]");
    if (!box || pages.length === 0) return;
    var list = box.querySelector("ul");
    pages.forEach(function (page) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = page.href;
      link.textContent = page.title;
      item.appendChild(link);
      list.appendChild(item);
    });
    box.hidden = false;
  };
  if (!window.caches) return;
  document.addEventListener("DOMContentLoaded", function () {
    caches
      .open("echoes-pages")
      .then(function (cache) {
        return cache.keys().then(function (requests) {
          // The dashboard is offered above, by what it holds (bookmarks, lists).
          var recent = requests
            .filter(function (request) {
              return new URL(request.url).pathname !== "/dashboard";
            })
            .slice(-MAX_PAGES)
            .reverse();
          return Promise.all(
            recent.map(function (request) {
              return cache.match(request).then(function (response) {
                return response.text().then(function (html) {
                  var url = new URL(request.url);
                  return { href: url.pathname + url.search, title: titleOf(html) || url.pathname };
                });
              });
            }),
          );
        });
      })
      .then(show)
      .catch(function () {});
  });
})();
