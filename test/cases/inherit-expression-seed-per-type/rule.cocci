// An inherited expression bound to the same spelling with other types
// (`p` a `struct a *` in f, a `struct b *` in g) is two environments, as
// spatch 1.1.1 runs them: both calls change.  cfix kept one seed per
// spelling, typed as the first, and g's call stayed (audit31: the
// helper rules of kfree_twice and use_after_kfree lost findings so).
@r@
expression x;
@@
 release(x);

@@
expression r.x;
@@
- use(x);
+ drop(x);
