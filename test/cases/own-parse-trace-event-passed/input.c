/* A trace header's events: spatch matches inside an event whose
 * arguments it parses, and passes (reads, does not match) one holding
 * a run of macro calls, which it cannot parse. */
TRACE_EVENT(ev_plain,
	TP_PROTO(int a),
	TP_ARGS(a),
	TP_printk("a=%d", !a & 1)
);

DECLARE_EVENT_CLASS(ev_class,
	TP_PROTO(int a),
	TP_ARGS(a),
	TP_STRUCT__entry(__field(int, a)),
	TP_fast_assign(__entry->a = a;),
	TP_printk("a=%d", !__entry->a & 2)
);

TRACE_EVENT(ev_fields,
	TP_PROTO(int a, int b),
	TP_ARGS(a, b),
	TP_STRUCT__entry(
		__field(int, a)
		__field(int, b)
	),
	TP_fast_assign(
		__entry->a = a;
		__entry->b = b;
	),
	TP_printk("a=%d b=%d", !__entry->a & 4, __entry->b)
);
