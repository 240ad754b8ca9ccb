import Foundation

final class TicketStore: ObservableObject {
    @Published var tickets: [Ticket] = []
    @Published var agents: [Agent] = []

    func close(_ id: Int) {
        guard let index = tickets.firstIndex(where: { $0.id == id }) else { return }
        tickets[index].status = "closed"
    }
}
