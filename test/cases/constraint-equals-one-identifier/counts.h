extern int old_count, new_count;
extern struct { int count; } table;
void reset(int);
void clear(void);
