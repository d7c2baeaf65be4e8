extern struct sbuggy { int a; } *D;
