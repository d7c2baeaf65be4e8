struct dev { int lock, count, flags; };

int init_lock(int *);
int lock_init(int *);
void reset(int);
void clear(int);
int flags_of(struct dev);

int setup(struct dev *p, struct dev s)
{
	init_lock(&p->lock);
	init_lock(&s.lock);
	reset(p->count);
	reset(s.count);
	return p->flags + s.flags;
}
