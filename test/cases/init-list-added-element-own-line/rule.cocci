// An element added on a '+' line of its own after `...,`, before an
// initializer's `}`: spatch 1.1.1 adds it on a line of its own, indented
// as the element before; an added empty initializer `{ }` is written
// `{}`.  (The first rule makes the second run once.)
@a@
expression E;
@@
- foo(E);
+ struct s v = { };
+ g(v);

@depends on a@
identifier arr;
@@
struct s arr[] = {
	...,
+	{ },
};
