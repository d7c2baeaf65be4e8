// A function removed at the file's end takes the blank line before it
// along, as spatch 1.1.1 prints it; one in the middle leaves its
// neighbours' blank lines as they were.
@@
identifier f =~ "^gone";
@@
- int f(void)
- {
- ...
- }
