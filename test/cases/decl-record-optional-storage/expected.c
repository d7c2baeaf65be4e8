extern struct sbuggy { int a; } *renamed;
