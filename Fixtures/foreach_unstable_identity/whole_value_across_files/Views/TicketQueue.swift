import SwiftUI

struct TicketRow: View {
    let ticket: Ticket
    @State private var isHovered = false

    var body: some View {
        Text(ticket.subject)
            .background(isHovered ? Color.gray.opacity(0.2) : .clear)
            .onHover { isHovered = $0 }
    }
}

struct TicketQueue: View {
    @ObservedObject var store: TicketStore

    var body: some View {
        List {
            ForEach(store.tickets, id: \.self) { ticket in // expect: foreach_unstable_identity
                TicketRow(ticket: ticket)
            }
            ForEach(store.agents, id: \.self) { agent in
                AgentRow(agent: agent)
            }
        }
    }
}

struct AgentRow: View {
    let agent: Agent
    @State private var isExpanded = false

    var body: some View {
        Text(agent.displayName).onTapGesture { isExpanded.toggle() }
    }
}
