struct spinlock { int x; };
void spin_lock(struct spinlock *l);
void spin_unlock(struct spinlock *l);
void spin_unlock_bh(struct spinlock *l);
int work(int n);

struct spinlock table_lock;

int update(int n)
{
	if (n < 0)
		goto out;
	spin_lock(&table_lock);
	n = work(n);
out:
	spin_unlock(&table_lock);
	return n;
}
