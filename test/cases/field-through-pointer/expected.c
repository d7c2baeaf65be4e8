struct dev { int lock, count, flags; };

int init_lock(int *);
int lock_init(int *);
void reset(int);
void clear(int);
int flags_of(struct dev);

int setup(struct dev *p, struct dev s)
{
	lock_init(&p->lock);
	lock_init(&s.lock);
	reset(p->count);
	clear(s.count);
	return p->flags + flags_of(s);
}
