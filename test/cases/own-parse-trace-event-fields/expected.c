#include <linux/tracepoint.h>

TRACE_EVENT(dev_op,
	    TP_PROTO(struct dev *d, unsigned int op),
	    TP_ARGS(d, op),
	    TP_STRUCT__entry(
		__array(char, name, 32)
		__field(unsigned int, op)
	    ),
	    TP_fast_assign(
		__entry->op = op;
		memcpy(__entry->name, d->name, 32);
	    ),
	    TP_printk("%s op=%u", __entry->name, __entry->op)
);

static inline void dev_name_copy(char *to, struct dev *d)
{
	copy_bytes(to, d->name, 32);
}
