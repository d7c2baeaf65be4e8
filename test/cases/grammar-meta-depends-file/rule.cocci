// depends on file in "path": the file is path, or lies in folder path/
@depends on file in "sub"@
@@
- good();
+ fine();

@depends on !(file in "sub")@
@@
- other();
+ other2();

@depends on file in "b.c" || file in "sub/c.c"@
@@
- third();
+ fourth();

@depends on file in "su"@
@@
- fifth();
+ sixth();
