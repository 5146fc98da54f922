import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { fetchPosts, postsAtom, type Post } from '@portal/shared';

/** The news list, first page. */
export default function BlogListPage() {
  const [posts, setPosts] = useState<Post[] | null>(null);
  const setShared = useSetAtom(postsAtom);
  useEffect(() => {
    fetchPosts(0)
      .then((page) => {
        setPosts(page.posts);
        setShared(page.posts);
      })
      .catch(() => setPosts([]));
  }, [setShared]);
  return (
    <section className="container">
      <h1>Noticias</h1>
      {posts === null ? (
        <p role="status">Loading...</p>
      ) : (
        <ul>
          {posts.map((p) => (
            <li key={p.id}>
              <h2>{p.title}</h2>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
