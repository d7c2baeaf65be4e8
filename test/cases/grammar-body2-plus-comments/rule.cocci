// comments in added code: on lines of their own, after added code and
// before it, inside it; as spatch prints them, a line comment gets a
// space before it, a block comment none around it
@@
expression E;
@@
+ // start
  foo(E);
+ // end
+ /* x */
+ bar(E); // after
+ baz(/* in */ E); /* after2 */
  ...
- old(E);
+ /* renamed */ new(E);
