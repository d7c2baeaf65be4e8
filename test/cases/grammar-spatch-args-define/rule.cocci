// "#spatch OPTIONS" lines (cocci_args.ml): their words make one list,
// so the -D ending the first line takes the second line's first word;
// "" is an empty word.  Only -D acts in cfix.
#spatch --very-quiet -D
  # spatch fixed -D 'fname=new_fn' --macro-file-builtins ""
virtual fixed

@depends on fixed@
identifier virtual.fname;
@@
- old_fn()
+ fname()

@depends on !fixed@
@@
- old_fn()
+ unfixed()
