// A statement a nest reaches in an unbraced branch, followed by added
// code: braces go round the branch, as spatch prints it, or the added
// call would leave the `if` and run always.
@@
expression a;
@@
f(...) {
<...
- foo(a);
+ bar(a);
+ x();
...>
}
